declare module "virtual:islands-loader" {
  /** The islands' loader's URL in the production pre-render; null on the development server. */
  const loaderUrl: string | null;
  export default loaderUrl;
}

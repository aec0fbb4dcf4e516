declare module "virtual:islands-loader" {
  const loaderUrl: string | null;
  export default loaderUrl;
}

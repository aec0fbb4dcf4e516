declare module "*?chunk-url" {
  const url: string | null;
  export default url;
}

declare module 'virtual:search-index' {
  const index: import('./searchTypes').SearchDoc[];
  export default index;
}

import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** Where server rendering reaches the API (the same process, over loopback). */
    apiBaseUrl: string;
  }
}

import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { headFiles, seo } from "../content/seo.ts";
import { errorPage, headerText } from "../content/site.ts";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { Preloader } from "./components/layout/preloader.tsx";
import { SearchButton } from "./features/search/search-button.tsx";
import "./app.css";

/** The brand font of app.css: one file for every weight, used by the header's first paint. */
const brandFont = "/fonts/figtree-latin-wght-normal.woff2";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={seo.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8b1a1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={headFiles.appleTouchIcon} />
        <link rel="manifest" href={headFiles.manifest} />
        <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        <Links />
        <noscript>
          <style>{"#preloader{display:none}"}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          {headerText.skipLink}
        </a>
        <Preloader />
        <Header search={<SearchButton />} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorPage.title;
  return (
    <section className="container page-section">
      <h1>{title}</h1>
      <p>{errorPage.body}</p>
    </section>
  );
}

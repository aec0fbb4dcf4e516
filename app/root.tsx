import islandsLoaderUrl from "virtual:islands-loader";
import { type ReactNode, use } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { languageOfPath, languageSettings } from "../common/i18n.ts";
import { headFiles } from "../common/site-url.ts";
import type { Route } from "./+types/root";
import { pageLoader } from "./cms/page-loader.server.ts";
import { loadSiteData } from "./cms/site.server.ts";
import { ContentProblems } from "./components/layout/content-problems.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { Preloader } from "./components/layout/preloader.tsx";
import { SearchButton } from "./features/search/search-button.tsx";
import { searchIndexOf } from "./features/search/site-search.ts";
import { SiteDataContext, useOptionalSiteData } from "./hooks/use-site-data.ts";
import { Island } from "./islands/island.tsx";
import { PageScripts, SpaFallbackContext, wantsWholeDocument } from "./islands/page-scripts.tsx";
import "./app.css";

const brandFont = "/fonts/figtree-latin-wght-normal.woff2";
const arabicFont = "/fonts/cairo-arabic-wght-normal.woff2";

export const loader = pageLoader(loadSiteData);

export function Layout({ children }: { children: ReactNode }) {
  // Missing when the root loader itself failed: the error boundary then renders without the chrome.
  const data = useRouteLoaderData<typeof loader>("root");
  // The development server hydrates every page whole; so do the SPA fallback and a route that asks.
  const matches = useMatches();
  const wholeDocument =
    islandsLoaderUrl === null || use(SpaFallbackContext) || wantsWholeDocument(matches);
  return (
    <html
      lang={languageSettings[data?.language ?? "en"].lang}
      dir={languageSettings[data?.language ?? "en"].dir}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8b1a1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={headFiles.appleTouchIcon} />
        <link rel="manifest" href={headFiles.manifest} />
        {/* One font preloaded per page, its language's: on an Arabic page the few Latin words
            (the language switch, numbers) can wait for Figtree, whose fallback is scaled to it. */}
        <link
          rel="preload"
          href={data?.language === "ar" ? arabicFont : brandFont}
          as="font"
          type="font/woff2"
          crossOrigin=""
        />
        <Meta />
        <Links />
        {data && (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={data.feed.href}
            title={data.feed.title}
          />
        )}
        <noscript>
          <style>{"#preloader{display:none}"}</style>
        </noscript>
      </head>
      <body>
        <SiteDataContext value={data}>
          {data ? (
            <>
              <a className="skip-link" href="#main">
                {data.header.skipLink}
              </a>
              <Preloader />
              <Header
                search={
                  <Island
                    name="search"
                    component={SearchButton}
                    fetch={searchIndexOf(data.language)}
                    props={{
                      label: data.header.search,
                      text: data.search,
                      language: data.language,
                      digits: data.digits,
                      messages: { "search.resultCount": data.messages["search.resultCount"] },
                    }}
                  />
                }
              />
            </>
          ) : null}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {data ? <Footer /> : null}
        </SiteDataContext>
        <PageScripts islandsLoaderUrl={wholeDocument ? null : islandsLoaderUrl} />
        {wholeDocument ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const errorPage = useOptionalSiteData()?.errorPage;
  const { pathname } = useLocation();
  // The development server says what in the content stopped the page; the built site has no
  // such page (its build refuses the content), and a visitor would not need the details.
  if (import.meta.env.DEV && error instanceof Error) {
    return <ContentProblems message={error.message} language={languageOfPath(pathname)} />;
  }
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (errorPage?.title ?? "Error");
  return (
    <section className="container page-section">
      <h1>{title}</h1>
      {errorPage ? <p>{errorPage.body}</p> : null}
    </section>
  );
}

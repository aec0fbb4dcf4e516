import Markdoc from "@markdoc/markdoc";
import { localizedPath } from "../../common/i18n.ts";
import { imageMimeTypes, imageUrl } from "../../common/images.ts";
import { blogFeed, officePath } from "../../common/paths.ts";
import {
  fill,
  type Location,
  type LocationType,
  type NavLinkItem,
  type SocialIcon,
  type SocialLink,
} from "../../common/site-data-types.ts";
import { translator } from "../../common/ui-plural-messages.ts";
import type { SiteData } from "./model/types.ts";
import {
  localize,
  localizeEntry,
  readCollection,
  readSingleton,
  toImage,
} from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { loadMessages } from "./ui-messages.server.ts";

export async function loadOffices(language: Language = "en"): Promise<Location[]> {
  const [places, officePage] = await Promise.all([
    readCollection("offices"),
    readSingleton("officePage"),
  ]);
  const pageLink = localize(officePage.map.popupLink, language);
  return places.map(({ slug, entry }) => ({
    id: slug,
    ...(entry.type === "office"
      ? {
          page: {
            to: localizedPath(officePath(slug), language),
            label: fill(pageLink, { city: localize(entry.city, language) }),
          },
        }
      : {}),
    city: localize(entry.city, language),
    country: localize(entry.country, language),
    latitude: entry.latitude ?? 0,
    longitude: entry.longitude ?? 0,
    type: entry.type as LocationType,
    ...(entry.description.en ? { description: localize(entry.description, language) } : {}),
    established: entry.established ?? 0,
    employees: entry.employees ?? 0,
  }));
}

export async function networkNames(language: Language = "en"): Promise<Record<SocialIcon, string>> {
  return localizeEntry((await readSingleton("site")).socialNetworks, language);
}

export async function loadSiteData(language: Language = "en"): Promise<SiteData> {
  const [site, contactForm, worldMap, ui, offices, blogPage, messages] = await Promise.all([
    readSingleton("site"),
    readSingleton("contactForm"),
    readSingleton("worldMap"),
    readSingleton("interfaceText"),
    loadOffices(language),
    readSingleton("blogPage"),
    loadMessages(language),
  ]);
  const digits = language === "ar" ? site.arabicDigits : "latin";
  const words = localizeEntry(site, language);
  const share = toImage(site.shareImage, language);
  const { leafletLoaded: _loaded, listSummary: _summary, ...mapWords } = worldMap;
  const map = localizeEntry(mapWords, language);
  const {
    carousel: { slideLabel: _slide, goToSlide: _goTo, ...carousel },
    lightbox: { position: _position, ...lightbox },
    search: { resultCount: _count, ...search },
    ...menus
  } = ui;
  const interfaceText = localizeEntry({ ...menus, carousel, lightbox, search }, language);
  const {
    errors: { emailLocalPart: _local, tooLong: _long, ...errors },
    ...form
  } = contactForm;
  const t = translator(language, digits, messages);
  const links = (items: readonly { label: string; to: string }[]): NavLinkItem[] =>
    items.map(({ label, to }) => ({ label, to }));
  return {
    language,
    digits,
    site: {
      name: words.name,
      shortName: words.shortName,
      tagline: words.tagline,
      address: words.address,
      phone: words.phone,
      email: words.email,
      copyright: words.copyright,
      rightsReserved: words.rightsReserved,
      contactHeading: words.contactHeading,
    },
    mainNav: links(words.mainNav),
    discoveryCall: { label: words.discoveryCall.label, to: words.discoveryCall.to },
    footerNav: [
      { heading: words.footerCompany.heading, links: links(words.footerCompany.links) },
      { heading: words.footerPolicies.heading, links: links(words.footerPolicies.links) },
    ],
    socialLinks: words.socialLinks.map(
      (item): SocialLink => ({
        label: words.socialNetworks[item.icon],
        href: item.href,
        icon: item.icon,
      }),
    ),
    header: {
      ...words.header,
      openMenu: interfaceText.menu.open,
      closeMenu: interfaceText.menu.close,
      menu: interfaceText.menu.label,
    },
    errorPage: words.errorPage,
    carousel: interfaceText.carousel,
    lightbox: interfaceText.lightbox,
    search: interfaceText.search,
    contactForm: localizeEntry({ ...form, errors }, language),
    worldMap: {
      heading: map.heading,
      intro: map.intro,
      mapLabel: map.mapLabel,
      loading: { title: map.loadingTitle, subtitle: map.loadingSubtitle },
      error: { title: map.errorTitle, message: map.errorMessage, hint: map.errorHint },
      ready: map.ready,
      zoom: map.zoom,
      buttons: map.buttons,
      controlsLabel: map.controlsLabel,
      themeLabel: map.themeLabel,
      themes: map.themes,
      leafletNotLoaded: map.leafletNotLoaded,
      legendTitle: map.legendTitle,
      types: map.types,
      popup: map.popup,
      statistics: map.statistics,
      debug: map.debug,
      listSummary: t("worldMap.listSummary", { count: offices.length }),
    },
    offices,
    seo: {
      description: words.description,
      shareImage: {
        path: imageUrl(share, share.width, "jpg"),
        alt: share.alt,
        width: share.width,
        height: share.height,
        type: imageMimeTypes.jpg,
      },
    },
    messages,
    feed: { title: localize(blogPage.feedTitle, language), href: blogFeed },
  };
}

/** Rendered to HTML here, so no Markdoc renderer ships to the browser. */
export async function loadPrivacyNotice(language: Language = "en") {
  const entry = await readSingleton("privacy");
  const body = language === "ar" ? entry.bodyAr : entry.body;
  const { node } = typeof body === "function" ? await body() : body;
  const tree = Markdoc.transform(node);
  const html = Markdoc.renderers.html(Markdoc.Tag.isTag(tree) ? tree.children : tree);
  return { updated: localize(entry.updated, language), html };
}

// Site-wide facts: name, contact details, navigation and footer.
// SAMPLE DATA: the group's real name, address and numbers have not been supplied. Everything
// marked "sample" here is invented and must be replaced by the business before going live.
import { paths } from "../common/paths.ts";

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface SocialLink {
  /** Accessible name, e.g. "LinkedIn". */
  label: string;
  href: string;
  icon: "linkedin" | "x" | "facebook" | "instagram" | "youtube";
}

export const site = {
  name: "Redefine Consulting Group", // sample
  shortName: "Redefine",
  tagline: "Business consulting for lasting change",
  description:
    "A group of business-consulting companies with offices and partners worldwide, serving corporate, government, small-business and not-for-profit clients.",
  address: "4th Floor, Connaught Place, New Delhi 110001, India", // sample
  phone: "+91 11 4000 1234", // sample
  email: "info@redefine-group.example", // sample
  copyright: "© 2019-2025",
  contactHeading: "Get in touch",
  rightsReserved: "All rights reserved.",
} as const;

export const mainNav: readonly NavLinkItem[] = [
  { label: "Home", to: paths.home },
  { label: "About", to: paths.about },
  { label: "What We Do", to: paths.whatWeDo },
  { label: "Industries", to: paths.industries },
  { label: "News & Blogs", to: paths.newsBlogs },
  { label: "Contact", to: paths.contact },
];

export const discoveryCall: NavLinkItem = { label: "Book a Discovery Call", to: paths.contact };

export const footerNav = {
  company: {
    heading: "Company",
    links: [
      { label: "About", to: paths.about },
      { label: "What We Do", to: paths.whatWeDo },
      { label: "Industries", to: paths.industries },
      { label: "Impact", to: paths.impact },
      { label: "Gallery", to: paths.gallery },
      { label: "Blog", to: paths.blog },
      { label: "Contact", to: paths.contact },
    ],
  },
  policies: {
    heading: "Policies",
    links: [{ label: "Privacy Notice", to: paths.privacy }],
  },
} as const;

export const socialLinks: readonly SocialLink[] = [
  { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" }, // sample profile
  { label: "X (Twitter)", href: "https://x.com/", icon: "x" }, // sample profile
  { label: "Facebook", href: "https://www.facebook.com/", icon: "facebook" }, // sample profile
];

export const headerText = {
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  mainNav: "Main",
  search: "Search",
  skipLink: "Skip to content",
} as const;

export const errorPage = {
  title: "Something went wrong",
  body: "Please reload the page, or go back to the home page.",
} as const;

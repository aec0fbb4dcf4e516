// The team shown on /about: five people with role titles and social links.
// SAMPLE DATA: every name here is invented; none is a real person. Replace with the real team, and
// point the links at their real profiles.
import type { teamPortraits } from "./images.ts";
import type { SocialLink } from "./site.ts";

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  /** Key of the abstract avatar in content/images.ts. */
  portrait: keyof typeof teamPortraits;
  social: readonly SocialLink[];
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: "asha-verma",
    name: "Asha Verma", // sample
    role: "Managing Director",
    portrait: "member1",
    social: [
      { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
      { label: "X (Twitter)", href: "https://x.com/", icon: "x" },
    ],
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor", // sample
    role: "Director, Sustainability Services",
    portrait: "member2",
    social: [{ label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" }],
  },
  {
    id: "leila-haddad",
    name: "Leila Haddad", // sample
    role: "Head of Market Access",
    portrait: "member3",
    social: [
      { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
      { label: "X (Twitter)", href: "https://x.com/", icon: "x" },
    ],
  },
  {
    id: "rahim-chowdhury",
    name: "Rahim Chowdhury", // sample
    role: "Head of Manufacturing Excellence",
    portrait: "member4",
    social: [{ label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" }],
  },
  {
    id: "meera-nair",
    name: "Meera Nair", // sample
    role: "Director, Skills Foundation",
    portrait: "member5",
    social: [
      { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
      { label: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
    ],
  },
];

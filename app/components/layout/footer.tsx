import { useSiteData } from "../../hooks/use-site-data.ts";
import { Icon } from "../icon/icon.tsx";
import { TextWithLtrRuns } from "../left-to-right.tsx";
import { SocialLinks } from "../social-links.tsx";
import "./footer.css";

export function Footer() {
  const { site, footerNav, socialLinks } = useSiteData();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {site.name}
          </h2>
          <p>{site.tagline}</p>
          <SocialLinks links={socialLinks} />
        </section>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="footer__heading">{group.heading}</h2>
            <ul className="footer__links">
              {group.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {site.contactHeading}
          </h2>
          <address className="footer__contact">
            <p>
              <Icon name="pin" size={18} /> <TextWithLtrRuns text={site.address} />
            </p>
            <p>
              <Icon name="phone" size={18} />{" "}
              <a href={`tel:${site.phone.replaceAll(" ", "")}`} dir="ltr">
                {site.phone}
              </a>
            </p>
            <p>
              <Icon name="mail" size={18} />{" "}
              <a href={`mailto:${site.email}`} dir="ltr">
                {site.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <p className="footer__copyright container">
        {site.copyright} {site.name}. {site.rightsReserved}
      </p>
    </footer>
  );
}

"use client";

import Link from "@/components/layout/Link";
import { useEffect, useId, useRef, useState } from "react";
import type { NavLink } from "./site-links";
import styles from "./MobileMenu.module.css";

type Labels = { open: string; close: string; title: string; navigation: string };

const WIDE_SCREEN = "(min-width: 768px)";

/** The slide-in navigation of small screens: a modal panel that keeps focus and scrolling to itself while open. */
export function MobileMenu({
  links,
  login,
  search,
  labels,
}: {
  links: NavLink[];
  login: NavLink;
  /** The search form, rendered by the server parent. */
  search: React.ReactNode;
  labels: Labels;
}) {
  const [open, setOpen] = useState(false);
  // The panel's contents come with its first opening, not in the server's HTML: every byte of the page's frame counts
  // against the list pages' loading boundary (docs/caching.md), and the menu needs JavaScript anyway.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = openButton.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    closeButton.current?.focus();

    const wide = window.matchMedia(WIDE_SCREEN);
    const closeOnWide = () => wide.matches && setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
      if (event.key === "Tab") keepFocusInside(event, panel.current);
    };
    wide.addEventListener("change", closeOnWide);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      wide.removeEventListener("change", closeOnWide);
      document.removeEventListener("keydown", onKeyDown);
      opener?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.menu}>
      <button
        ref={openButton}
        type="button"
        className={styles.toggle}
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <div className={styles.backdrop} data-open={open} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id={panelId}
        className={styles.panel}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
      >
        <button ref={closeButton} type="button" className={styles.close} aria-label={labels.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {opened ? (
          <>
            <div className={styles.search}>{search}</div>
            <nav aria-label={labels.navigation}>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link className={styles.login} href={login.href} onClick={close}>
                {login.label}
              </Link>
            </nav>
          </>
        ) : null}
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = container?.querySelectorAll<HTMLElement>("a[href], button, input");
  if (!focusable?.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

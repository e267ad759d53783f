import { Dialog } from "radix-ui";
import { NavLink } from "react-router";
import { bookingHref, firm, telHref } from "~/content/firm";
import { primaryNav } from "~/site-map";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";
import { MOBILE_NAV_ID } from "./mobile-nav";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base no-underline ${
    isActive ? "bg-white/10 font-semibold text-brass-300" : "text-white hover:bg-white/5"
  }`;

/**
 * The phone menu's drawer (Radix Dialog): repeats the header links, traps focus, closes on Escape,
 * on its close button and when a link is chosen (PRODUCT-RULES#accessibility-and-motion). It is its own chunk, loaded
 * by `MobileNav` only when a phone-sized screen may need it, so wider screens never download it.
 */
export default function MobileNavDrawer({ onClose, onCloseAutoFocus }: LazyDialogProps) {
  return (
    <OpenDialog onClose={onClose}>
      <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/60 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
      <Dialog.Content
        id={MOBILE_NAV_ID}
        className="on-dark fixed inset-y-0 right-0 z-[70] flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-ink-950 px-5 pb-8 pt-4 text-white shadow-lift data-[state=open]:animate-[drawer-in_220ms_ease-out]"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="sticky -top-4 z-10 -mx-5 -mt-4 flex items-center justify-between bg-ink-950 px-5 pt-4 pb-2">
          <Dialog.Title className="font-serif text-xl font-semibold text-white">Menu</Dialog.Title>
          <Dialog.Close
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            aria-label="Close menu"
          >
            <Icon name="close" className="size-6" />
          </Dialog.Close>
        </div>
        <nav aria-label="Mobile" className="mt-4">
          <ul className="space-y-1">
            {primaryNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end className={linkClass} onClick={onClose}>
                  {item.name}
                </NavLink>
                {"children" in item ? (
                  <ul className="mb-2 ml-3 border-l border-white/15 pl-2">
                    {item.children.map((child) => (
                      <li key={child.path}>
                        <NavLink to={child.path} className={linkClass} onClick={onClose}>
                          <span className="text-[0.95rem] text-ink-100">{child.name}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3">
          <ButtonLink to={bookingHref} variant="onDark" icon="calendar">
            Book Consultation
          </ButtonLink>
          <ButtonLink to={telHref(firm.phone)} variant="onDarkOutline" icon="phone">
            Call {firm.phone.display}
          </ButtonLink>
        </div>
      </Dialog.Content>
    </OpenDialog>
  );
}

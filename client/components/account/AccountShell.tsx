// The frame of a member page: title in the head, the page's heading, and its content (the header has its inverted look
// on account pages, the booking bar is hidden by the route table's flags).
import type { ReactNode, Ref } from "react";
import { PageHead } from "../PageHead";

export function AccountShell({
  title,
  heading,
  headingRef,
  children,
  testId,
}: {
  title: string;
  heading?: ReactNode;
  /** Given when the page moves the focus to its heading (a view changing within the page). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  testId: string;
}) {
  return (
    <article className="mx-auto w-full max-w-[1120px] px-4 py-10 lg:py-14" data-testid={testId}>
      <PageHead title={title} />
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-3xl font-bold outline-none lg:text-4xl">
        {heading ?? title}
      </h1>
      {children}
    </article>
  );
}

// The frame of the staff pages a person sees before they are signed in
// (sign-in, joining from an invitation, a forgotten password): the company's
// mark, a heading and one card.
import type { ReactNode } from "react";
import logoMark from "#app/assets/illustrations/logo-mark.svg";
import { business } from "#app/platform/business.ts";

export function StaffCardPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16 focus:outline-none"
    >
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2.5">
          <img src={logoMark} alt="" width={40} height={40} className="size-10" />
          <span className="text-lg font-extrabold tracking-tight text-navy">{business.name}</span>
        </div>
        <h1 className="mt-6 text-2xl font-bold text-navy">{title}</h1>
        {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

export function StaffNotice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return tone === "success" ? (
    <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
      {children}
    </p>
  );
}

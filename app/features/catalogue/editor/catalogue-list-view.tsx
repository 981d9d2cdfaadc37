// The catalogue editor's lists (issue 24): every kind with each item's price,
// whether it is shown, its last change, and the buttons to hide, show or move
// it. Plain HTML forms, as everywhere in the staff area.
import { Form, Link } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { Button } from "#app/ui/button.tsx";
import type {
  CatalogueListAnswer,
  CatalogueListPageData,
} from "#app/features/catalogue/editor/catalogue-list-page.server.ts";

type KindSection = CatalogueListPageData["kinds"][number];
type Row = KindSection["rows"][number];

const cell = "px-3 py-2 align-top";

function NewDrafts({ drafts }: { drafts: CatalogueListPageData["newDrafts"] }) {
  return (
    <section aria-labelledby="new-drafts-heading" className="mt-6 rounded-xl border border-amber bg-white p-4">
      <h2 id="new-drafts-heading" className="font-bold text-navy">
        New items waiting to be published
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {drafts.map((draft) => (
          <li key={`${draft.kind}-${draft.id}`}>
            <Link to={`/admin/catalogue/${draft.path}/${draft.id}`} className="font-semibold text-brand underline">
              {draft.name}
            </Link>{" "}
            <span className="text-muted">saved {draft.saved}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CatalogueListHeader({ page, answer }: { page: CatalogueListPageData; answer?: CatalogueListAnswer }) {
  return (
    <div>
      <h1 className="text-3xl font-extrabold text-navy">Catalogue</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Everything the public catalogue lists. Saving an item stores a draft you can preview; the public site changes
        only when you publish it. Hiding an item takes it off the site without deleting it. Every published change is in
        the{" "}
        <Link to="/admin/catalogue/audit" className="font-semibold text-brand underline">
          audit log
        </Link>
        .
      </p>
      {page.notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
          {page.notice}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
          {answer.error}
        </p>
      ) : null}
      {page.newDrafts.length > 0 ? <NewDrafts drafts={page.newDrafts} /> : null}
    </div>
  );
}

function RowActions({ section, row, index }: { section: KindSection; row: Row; index: number }) {
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <CsrfField />
      <input type="hidden" name="kind" value={section.kind} />
      <input type="hidden" name="itemId" value={row.id} />
      <Button type="submit" name="intent" value={row.hidden ? "show" : "hide"} variant="outline" size="sm">
        {row.hidden ? "Show" : "Hide"}
        <span className="sr-only"> {row.name}</span>
      </Button>
      {index > 0 ? (
        <Button type="submit" name="intent" value="up" variant="outline" size="sm">
          Move up<span className="sr-only"> {row.name}</span>
        </Button>
      ) : null}
      {index < section.rows.length - 1 ? (
        <Button type="submit" name="intent" value="down" variant="outline" size="sm">
          Move down<span className="sr-only"> {row.name}</span>
        </Button>
      ) : null}
    </Form>
  );
}

function KindTable({ section }: { section: KindSection }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-navy">
          <tr>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Hire price
            </th>
            <th scope="col" className={cell}>
              On the site
            </th>
            <th scope="col" className={cell}>
              Last change
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Hide, show or move</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row, index) => (
            <tr key={row.id} id={`${section.kind}-${row.id}`} className="border-t border-line">
              <td className={cell}>
                <Link to={`/admin/catalogue/${section.path}/${row.id}`} className="font-semibold text-brand underline">
                  {row.name}
                </Link>
                {row.hasDraft ? (
                  <span className="ml-2 rounded bg-amber px-1.5 py-0.5 text-xs font-bold text-ink">Draft</span>
                ) : null}
              </td>
              <td className={cell}>{row.price}</td>
              <td className={cell}>{row.hidden ? "Hidden" : "Shown"}</td>
              <td className={cell}>{row.lastChange}</td>
              <td className={cell}>
                <RowActions section={section} row={row} index={index} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KindSectionView({ section }: { section: KindSection }) {
  return (
    <section aria-labelledby={`${section.kind}-heading`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${section.kind}-heading`} className="text-xl font-bold text-navy">
          {section.title} <span className="text-base font-normal text-muted">({section.rows.length})</span>
        </h2>
        <Link
          to={`/admin/catalogue/${section.path}/new`}
          className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          Add a new {section.one.toLowerCase()}
        </Link>
      </div>
      <KindTable section={section} />
    </section>
  );
}

export function CatalogueList({ page, answer }: { page: CatalogueListPageData; answer?: CatalogueListAnswer }) {
  return (
    <div className="grid gap-10">
      <CatalogueListHeader page={page} answer={answer} />
      {page.kinds.map((section) => (
        <KindSectionView key={section.kind} section={section} />
      ))}
    </div>
  );
}

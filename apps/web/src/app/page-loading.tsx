/** Shown in the page area while a page's code loads for the first time. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" className="flex min-h-[60vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600 motion-reduce:animate-none" />
    </div>
  );
}

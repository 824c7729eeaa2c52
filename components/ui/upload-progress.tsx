// The percent of a file on its way up (useUpload's progress), labelled; nothing while idle.
export function UploadProgress({
  id,
  label,
  progress,
  className,
}: {
  id: string;
  label: string;
  progress: number | null;
  className?: string;
}) {
  if (progress === null) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}: {progress}%
      </label>
      <progress id={id} className="block w-full" max={100} value={progress} />
    </div>
  );
}

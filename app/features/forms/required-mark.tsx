// The star after a required field's label on the staff table dialogs. Screen readers skip it: they hear
// 'required' from the control itself.
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

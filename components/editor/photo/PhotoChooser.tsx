import fields from "../fields.module.css";

type Props = {
  label: string;
  className: string;
  disabled?: boolean;
  describedBy?: string;
  onChoose: (file: File) => void;
};

/** A button-shaped label over a hidden file input that takes the photos the site stores. */
export function PhotoChooser({ label, className, disabled, describedBy, onChoose }: Props) {
  return (
    <label className={`${fields.secondary} ${className}`}>
      {label}
      <input
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again is a new choice.
          event.target.value = "";
          if (file) onChoose(file);
        }}
      />
    </label>
  );
}

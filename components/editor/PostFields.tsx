import type { PostFieldCode } from "./field-errors";
import { PostFieldInput } from "./PostFieldInput";
import { POST_FIELDS, type PostField, type PostValues } from "./post-values";

export type PostFieldsLabels = {
  fields: Record<PostField, string>;
  idHint: string;
  errors: Record<PostFieldCode, string>;
};

/** The nine fields of a post, as the create and the edit forms show them. */
export function PostFields({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: PostFieldsLabels;
  values: PostValues;
  errors: Partial<Record<PostField, string>>;
  onChange: (field: PostField, value: string) => void;
}) {
  return POST_FIELDS.map((field) => (
    <PostFieldInput
      key={field}
      field={field}
      label={labels.fields[field]}
      hint={field === "id" ? labels.idHint : undefined}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
    />
  ));
}

import { BODY_FIELDS } from "@/lib/validations/post-fields";
import type { FieldCode } from "@/lib/validations/field-problems";
import { StoryFields } from "../story-toolbar/FormatHelp";
import type { EventChoice } from "./event-choices";
import { PostEventField, type PostEventFieldLabels } from "./PostEventField";
import { LiveWindowField, type LiveContext, type LiveWindowLabels } from "./LiveWindowField";
import { ImageField, type ImageFieldLabels, type StoredPhoto } from "../photo/ImageField";
import { fieldInputId, PostFieldInput } from "../PostFieldInput";
import { StoryPreview } from "../story-toolbar/StoryPreview";
import { StoryToolbar, type StoryToolbarLabels } from "../story-toolbar/StoryToolbar";
import { TopicField, type TopicFieldLabels } from "./TopicField";
import { POST_FIELDS, type PostField, type PostValues } from "../post-values";

export type PostFieldsLabels = {
  fields: Record<PostField, string>;
  idHint: string;
  imageAltHint: string;
  imageAltMissing: string;
  photo: ImageFieldLabels;
  topics: TopicFieldLabels;
  event: PostEventFieldLabels;
  live: LiveWindowLabels;
  errors: Record<FieldCode, string>;
  /** The live window's codes where they mean more for it than for any field. */
  liveErrors: Partial<Record<FieldCode, string>>;
  toolbar: StoryToolbarLabels;
};

/**
 * The fields written in several lines: the description and the body. Decided here, beside the schema's fields, so
 * the lifecycle buttons' time field (PostActions) does not bring the schema to the dashboard.
 */
const ROWS: Partial<Record<PostField, number>> = {
  description: 3,
  ...Object.fromEntries(BODY_FIELDS.map((field) => [field, 6])),
};

/** The post's topics in the form, with the server's complaint about them. */
export type TopicsContext = { names: string[]; error?: string; onChange: (topics: string[]) => void };

/** The event the post is about (its id, as typed), the events the form suggests, and the server's complaint. */
export type EventContext = { id: string; choices: EventChoice[]; error?: string; onChange: (id: string) => void };

/** What the image field needs to take a photo: the page's publishing token, and the photo the post already has. */
export type PhotoContext = {
  publishingToken: string | null;
  stored: StoredPhoto | null;
  onBusy: (busy: boolean) => void;
};

/** The fields of a post, as the create and the edit forms show them, its topics, its event and its live window last. */
export function PostFields({
  labels,
  values,
  errors,
  photo,
  topics,
  event,
  live,
  onChange,
}: {
  labels: PostFieldsLabels;
  values: PostValues;
  errors: Partial<Record<PostField, string>>;
  photo: PhotoContext;
  topics: TopicsContext;
  event: EventContext;
  live: LiveContext;
  onChange: (field: PostField, value: string) => void;
}) {
  const hints: Partial<Record<PostField, string>> = { id: labels.idHint, imageAlt: labels.imageAltHint };
  const topicField = (
    <TopicField
      key="topics"
      labels={labels.topics}
      topics={topics.names}
      error={topics.error}
      publishingToken={photo.publishingToken}
      onChange={topics.onChange}
    />
  );
  const isBody = (field: PostField) => (BODY_FIELDS as readonly PostField[]).includes(field);
  const inputOf = (field: PostField) =>
    field === "image" ? (
      <ImageField
        key={field}
        label={labels.fields.image}
        labels={labels.photo}
        value={values.image}
        error={errors.image}
        {...photo}
        onChange={(value) => onChange(field, value)}
      />
    ) : (
      <PostFieldInput
        key={field}
        field={field}
        label={labels.fields[field]}
        rows={ROWS[field]}
        hint={hints[field]}
        tools={
          isBody(field) ? (
            <StoryToolbar
              fieldId={fieldInputId(field)}
              fieldLabel={labels.fields[field]}
              labels={labels.toolbar}
              upload={labels.photo}
              publishingToken={photo.publishingToken}
            />
          ) : null
        }
        value={values[field]}
        error={errors[field]}
        onChange={(value) => onChange(field, value)}
      />
    );
  const first = POST_FIELDS.indexOf(BODY_FIELDS[0]);
  const others = (fields: readonly PostField[]) => fields.filter((field) => !isBody(field)).map(inputOf);
  return [
    ...others(POST_FIELDS.slice(0, first)),
    <StoryFields key="story" help={labels.toolbar.help}>
      {BODY_FIELDS.map(inputOf)}
      <StoryPreview fields={BODY_FIELDS.map((field) => values[field])} labels={labels.toolbar.preview} />
    </StoryFields>,
    ...others(POST_FIELDS.slice(first)),
    topicField,
    <PostEventField
      key="event"
      labels={labels.event}
      value={event.id}
      choices={event.choices}
      error={event.error}
      onChange={event.onChange}
    />,
    <LiveWindowField key="live" labels={labels.live} live={live} />,
  ];
}

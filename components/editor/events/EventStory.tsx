import { StoryFields } from "../story-toolbar/FormatHelp";
import { ImageField, type StoredPhoto } from "../photo/ImageField";
import { StoryPreview } from "../story-toolbar/StoryPreview";
import { StoryToolbar } from "../story-toolbar/StoryToolbar";
import type { EventFormLabels } from "./event-form-labels";
import type { EventValues } from "./event-values";
import { EventFormField, TextField } from "./EventFormField";
import { FormSection } from "./EventFields";

type Props = {
  values: EventValues;
  labels: EventFormLabels;
  errors: Record<string, string>;
  photo: { publishingToken: string | null; stored: StoredPhoto | null; onBusy: (busy: boolean) => void };
  onChange: (part: Partial<EventValues>) => void;
};

const DESCRIPTION_ID = "event-description";

/**
 * The event's image, as a post's cover (an upload or a URL, with its alt text), and its description, written as a
 * post's body with the same toolbar, format help and preview.
 */
export function EventStory({ values, labels, errors, photo, onChange }: Props) {
  const { fields, sections, imageAltHint } = labels.form;
  return (
    <>
      <FormSection title={sections.image}>
        <ImageField
          label={fields.image}
          labels={labels.photo}
          value={values.image}
          error={errors.image}
          {...photo}
          onChange={(image) => onChange({ image })}
        />
        <TextField
          id="event-imageAlt"
          label={fields.imageAlt}
          hint={imageAltHint}
          value={values.imageAlt}
          error={errors.imageAlt}
          onChange={(imageAlt) => onChange({ imageAlt })}
        />
      </FormSection>
      <FormSection title={sections.description}>
        <StoryFields help={labels.toolbar.help}>
          <EventFormField
            id={DESCRIPTION_ID}
            label={fields.description}
            error={errors.description}
            tools={
              <StoryToolbar
                fieldId={DESCRIPTION_ID}
                fieldLabel={fields.description}
                labels={labels.toolbar}
                upload={labels.photo}
                publishingToken={photo.publishingToken}
              />
            }
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={10}
                value={values.description}
                onChange={(event) => onChange({ description: event.target.value })}
              />
            )}
          </EventFormField>
          {/* The preview draws a post's three body fields with the post page's renderer: the description is the first. */}
          <StoryPreview fields={[values.description, "", ""]} labels={labels.toolbar.preview} />
        </StoryFields>
      </FormSection>
    </>
  );
}

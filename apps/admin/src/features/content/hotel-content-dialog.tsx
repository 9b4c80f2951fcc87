import {
  HOTEL_CONTENT_LABELS,
  HOTEL_CONTENT_SCHEMAS,
  type HotelContentKind,
  isHtmlField,
} from '@hotel/shared/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select, Spin } from 'antd';
import { hotelContentDetailQuery, saveHotelContent, useContentSave } from './api.ts';
import { hotelFieldLabel, IMAGE_FIELD } from './hotel-field-label.ts';
import { ImageField } from './image-field.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { DialogFooter } from './news-dialog.tsx';
import { RichTextField } from './rich-text-field.tsx';

interface Target {
  hotelCode: string;
  hotelName: string;
  kind: HotelContentKind;
}

/** One page of a hotel's own site, its fields as the page's schema lists them. */
export function HotelContentDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const detail = useQuery(hotelContentDetailQuery(target.hotelCode, target.kind));
  return (
    <Modal
      open
      title={`${CONTENT_TEXT.edit}：${target.hotelName} · ${HOTEL_CONTENT_LABELS[target.kind]}`}
      footer={null}
      width={960}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {detail.data ? (
        <HotelContentForm
          target={target}
          initial={detail.data.data}
          live={detail.data.state === 'published'}
          onClose={onClose}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function FieldFor({ name }: { name: string }) {
  const label = hotelFieldLabel(name);
  if (name === 'MeetingType') {
    return (
      <Form.Item label={label} name={name}>
        <Select mode="tags" aria-label={label} tokenSeparators={[',', '，']} />
      </Form.Item>
    );
  }
  if (name === 'venues') return <VenueList />;
  const control = isHtmlField(name) ? (
    <RichTextField label={label} />
  ) : IMAGE_FIELD.test(name) ? (
    <ImageField label={label} />
  ) : (
    <Input maxLength={200} />
  );
  return (
    <Form.Item label={label} name={name} tooltip={name}>
      {control}
    </Form.Item>
  );
}

function VenueList() {
  return (
    <Form.List name="venues">
      {(fields, { add, remove }) => (
        <Form.Item label={CONTENT_TEXT.venues}>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 8 }}
              extra={
                <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                  {CONTENT_TEXT.remove}
                </Button>
              }
            >
              <Form.Item label={CONTENT_TEXT.venueTitle} name={[field.name, 'title']}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item label={CONTENT_TEXT.venueImage} name={[field.name, 'image']}>
                <ImageField label={CONTENT_TEXT.venueImage} />
              </Form.Item>
              <Form.Item label={CONTENT_TEXT.venueDescription} name={[field.name, 'description']}>
                <RichTextField label={CONTENT_TEXT.venueDescription} />
              </Form.Item>
            </Card>
          ))}
          <Button onClick={() => add({ title: '', image: '', description: '' })}>
            {CONTENT_TEXT.addVenue}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}

function HotelContentForm(props: {
  target: Target;
  initial: Record<string, unknown>;
  live: boolean;
  onClose: () => void;
}) {
  const { target, initial, live, onClose } = props;
  const fields = Object.keys(HOTEL_CONTENT_SCHEMAS[target.kind].shape);
  const save = useContentSave((data: Record<string, unknown>) =>
    saveHotelContent(target.hotelCode, target.kind, data),
  );
  // Every field is sent, empty ones as '' (or []), so a page written for the first time is whole.
  const blank = Object.fromEntries(fields.map((f) => [f, f === 'MeetingType' || f === 'venues' ? [] : '']));
  return (
    <Form
      name="hotel-content"
      layout="vertical"
      initialValues={{ ...blank, ...initial }}
      onFinish={(values: Record<string, unknown>) =>
        save.mutate({ ...blank, ...values }, { onSuccess: onClose })
      }
    >
      {fields.map((name) => (
        <FieldFor key={name} name={name} />
      ))}
      <DialogFooter saving={save.isPending} live={live} onCancel={onClose} />
    </Form>
  );
}

import { TextInput, type TextInputProps } from 'react-admin';

/** Stream types written so far; any other can be typed, as new contexts add theirs. */
const KNOWN_STREAM_TYPES = ['user'];
const LIST_ID = 'event-stream-types';

export const StreamTypeInput = (props: TextInputProps) => (
  <>
    <TextInput {...props} slotProps={{ ...props.slotProps, htmlInput: { list: LIST_ID } }} />
    <datalist id={LIST_ID}>
      {KNOWN_STREAM_TYPES.map((type) => (
        <option key={type} value={type} />
      ))}
    </datalist>
  </>
);

import { Group } from '@mantine/core';
import hubLogo from '@/assets/hub-logo.svg';
import magnusTitleLogo from '@/assets/magnus-title-logo.svg';

/** The title-company logo and the hub logo, as they sit on the dark blue header bar (spec 000 §1). */
export function BrandLogos() {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <img src={magnusTitleLogo} alt="Magnus Title" height={36} width={171} />
      <span
        aria-hidden="true"
        style={{ width: 1, height: 28, background: 'rgba(255, 255, 255, 0.35)', display: 'inline-block' }}
      />
      <img src={hubLogo} alt="Hub" height={28} width={74} />
    </Group>
  );
}

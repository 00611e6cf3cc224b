import { Accordion, Heading, Text } from '@chakra-ui/react';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as an accordion: each trigger is a button with aria-expanded, keyboard operable. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" maxW="3xl">
      {/* The value goes into the parts' ids, which aria-labelledby lists space-separated: no spaces in it. */}
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`question-${index + 1}`}>
          <Heading as="h3" size="sm">
            <Accordion.ItemTrigger py="4" cursor="pointer">
              <Text flex="1" textAlign="start" fontWeight="medium">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

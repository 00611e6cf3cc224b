import { Button, HStack, Input, InputGroup } from '@chakra-ui/react';
import ArrowDownUp from 'lucide-react/icons/arrow-down-up';
import ListFilter from 'lucide-react/icons/list-filter';
import Search from 'lucide-react/icons/search';
import type { ReactNode } from 'react';
import { DropdownMenu } from '@/shared/ui';
import { RECORDING_PERIODS, RECORDING_SORTS, type RecordingPeriod, type RecordingSort } from '../lib/rules';

export interface RecordingsToolbarProps {
  search: string;
  period: RecordingPeriod;
  sort: RecordingSort;
  onSearchChange: (value: string) => void;
  onPeriodChange: (value: RecordingPeriod) => void;
  onSortChange: (value: RecordingSort) => void;
}

function ChoiceMenu<V extends string>({
  label,
  icon,
  value,
  options,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const current = options.find((option) => option.value === value)?.label ?? '';
  return (
    <DropdownMenu
      minW="12rem"
      trigger={(props) => (
        <Button
          {...props}
          variant="outline"
          colorPalette="gray"
          size="md"
          flexGrow={{ base: '1', md: '0' }}
          aria-label={`${label}: ${current}`}
        >
          {icon}
          {current}
        </Button>
      )}
    >
      {(Menu) => (
        <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value as V)}>
          <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
          {options.map((option) => (
            <Menu.RadioItem key={option.value} value={option.value}>
              <Menu.ItemIndicator />
              <Menu.ItemText>{option.label}</Menu.ItemText>
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
      )}
    </DropdownMenu>
  );
}

/** Search 'Search recordings...', the period filter and the sort menu of spec 02 §2. */
export function RecordingsToolbar(props: RecordingsToolbarProps) {
  return (
    <HStack gap="3" wrap={{ base: 'wrap', md: 'nowrap' }}>
      <InputGroup flex="1" minW="12rem" startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          aria-label="Search recordings"
          placeholder="Search recordings..."
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </InputGroup>
      {/* On a phone the two menus share the row below the search, or take a row each where it is too narrow. */}
      <HStack gap="2" wrap="wrap" w={{ base: 'full', md: 'auto' }}>
        <ChoiceMenu
          label="Filter"
          icon={<ListFilter aria-hidden />}
          value={props.period}
          options={RECORDING_PERIODS}
          onChange={props.onPeriodChange}
        />
        <ChoiceMenu
          label="Sort"
          icon={<ArrowDownUp aria-hidden />}
          value={props.sort}
          options={RECORDING_SORTS}
          onChange={props.onSortChange}
        />
      </HStack>
    </HStack>
  );
}

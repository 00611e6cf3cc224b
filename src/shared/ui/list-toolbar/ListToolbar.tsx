import { HStack, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import Search from 'lucide-react/icons/search';

export interface ListToolbarOption<V extends string> {
  value: V;
  label: string;
}

export interface ListToolbarProps<V extends string> {
  /** Accessible name of the search box, e.g. 'Search users'. */
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** Accessible name of the filter, e.g. 'Filter by status'. */
  filterLabel: string;
  filter: V;
  filterOptions: readonly ListToolbarOption<V>[];
  onFilterChange: (value: V) => void;
}

/** Search box plus one filter select, as the users and calls lists show above their tables. */
export function ListToolbar<V extends string>({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  filterLabel,
  filter,
  filterOptions,
  onFilterChange,
}: ListToolbarProps<V>) {
  return (
    <HStack gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <InputGroup flex="1" minW="12rem" startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </InputGroup>
      <NativeSelect.Root width={{ base: 'full', sm: '10rem' }}>
        <NativeSelect.Field
          aria-label={filterLabel}
          value={filter}
          onChange={(event) => onFilterChange(event.currentTarget.value as V)}
        >
          {filterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * Tabs used as a filter have no panels of their own: `controls` names the element they change
 * (the results), so each tab's aria-controls points at something that exists.
 */
const ControlsContext = createContext<string | undefined>(undefined);

export function TabsList({
  className,
  controls,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { controls?: string }) {
  return (
    <ControlsContext value={controls}>
      <TabsPrimitive.List
        className={cn(
          'grid w-full auto-cols-fr grid-flow-col rounded-md bg-slate-100 p-1',
          className,
        )}
        {...props}
      />
    </ControlsContext>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const controls = useContext(ControlsContext);
  return (
    <TabsPrimitive.Trigger
      {...(controls ? { 'aria-controls': controls } : {})}
      className={cn(
        'rounded px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}

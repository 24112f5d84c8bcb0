import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ComponentProps } from "react";
import { AdminUsersList } from "./admin-users-list";

/**
 * The role buttons are client components, and the admin messages are not sent with every shop page:
 * this hands the browser only the Users page's own namespace, admin.users.
 */
export async function AdminUsersPanel(props: ComponentProps<typeof AdminUsersList>) {
  const messages = await getMessages();
  const admin = messages.admin as { users: Record<string, unknown> };
  return (
    <NextIntlClientProvider messages={{ admin: { users: admin.users } }}>
      <AdminUsersList {...props} />
    </NextIntlClientProvider>
  );
}

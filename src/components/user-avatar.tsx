import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { avatarInitial } from '@/lib/auth/current-user';

export interface UserAvatarProps {
  name?: string | null;
  /** The identity token's picture claim; the initial shows until (and unless) it loads. */
  picture?: string | null;
  size?: AvatarRootProps['size'];
}

/** Decorative (aria-hidden): the user's name is always written next to it. */
export function UserAvatar({ name, picture, size = 'sm' }: UserAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="secondary" variant="solid" aria-hidden="true">
      {/* Spec: the FIRST letter of the name, not Chakra's two-letter initials. */}
      <Avatar.Fallback>{avatarInitial(name)}</Avatar.Fallback>
      {picture ? <Avatar.Image src={picture} alt="" referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  );
}

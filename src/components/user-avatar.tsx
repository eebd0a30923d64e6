import { useState } from 'react';
import { Circle, Image } from '@chakra-ui/react';
import { avatarInitial } from '@/lib/auth/current-user';

const SIZES = {
  sm: { box: '8', font: 'sm' },
  md: { box: '10', font: 'md' },
  lg: { box: '12', font: 'lg' },
  '2xl': { box: '20', font: '3xl' },
} as const;

export interface UserAvatarProps {
  name?: string | null;
  /** The identity token's picture claim; the initial shows when there is none or it fails to load. */
  picture?: string | null;
  size?: keyof typeof SIZES;
}

/**
 * The user's picture, or the first letter of their name ("U" if none, spec 1 §2 Shell — not
 * Chakra Avatar's two-letter initials). Decorative (aria-hidden): the name is always written
 * next to it. A plain circle rather than Chakra's Avatar keeps the shell's first load small.
 */
export function UserAvatar({ name, picture, size = 'sm' }: UserAvatarProps) {
  // The initial shows until the picture has loaded (and stays if it fails), as Chakra's Avatar does.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { box, font } = SIZES[size];
  const showPicture = Boolean(picture) && failed !== picture;
  return (
    <Circle
      size={box}
      flexShrink={0}
      position="relative"
      overflow="hidden"
      bg="secondary.solid"
      color="secondary.contrast"
      fontWeight="semibold"
      fontSize={font}
      aria-hidden="true"
      data-testid="user-avatar"
    >
      {avatarInitial(name)}
      {showPicture ? (
        <Image
          src={picture!}
          alt=""
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          opacity={loaded === picture ? 1 : 0}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(picture!)}
          onError={() => setFailed(picture!)}
        />
      ) : null}
    </Circle>
  );
}

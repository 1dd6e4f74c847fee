// Create Astrologer: the account section first (it yields the user ID), then the profile; both reset on success.
import { useState } from 'react';
import { AccountSection } from './account-section.tsx';
import { ProfileSection } from './profile-section.tsx';

export function CreateAstrologerForm() {
  const [userId, setUserId] = useState<number | null>(null);
  // A new key remounts both sections: the simplest complete reset after a profile is created.
  const [round, setRound] = useState(0);

  return (
    <div key={round} className="flex flex-col gap-5">
      <AccountSection userId={userId} onCreated={setUserId} />
      <ProfileSection
        userId={userId}
        onCreated={() => {
          setUserId(null);
          setRound((n) => n + 1);
        }}
      />
    </div>
  );
}

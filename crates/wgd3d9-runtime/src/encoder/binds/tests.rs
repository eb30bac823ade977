use super::*;
use wgd3d9_core::state_tables::default_sampler_states;

fn states(min: u32, anisotropy: u32) -> [u32; SAMP_COUNT] {
    let mut s = default_sampler_states();
    s[D3DSAMP_MINFILTER as usize] = min;
    s[D3DSAMP_MAXANISOTROPY as usize] = anisotropy;
    s
}

#[test]
fn forced_anisotropy_takes_over_linear_and_anisotropic_minification() {
    let k = SamplerKey::from_states(&states(D3DTEXF_LINEAR, 1), 16);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_ANISOTROPIC, 16));
    let k = SamplerKey::from_states(&states(D3DTEXF_ANISOTROPIC, 4), 8);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_ANISOTROPIC, 8));
    // Point sampling stays point sampling (pixel-art and lookup textures).
    let k = SamplerKey::from_states(&states(D3DTEXF_POINT, 1), 16);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_POINT, 1));
    // Without the option, the states decide.
    let k = SamplerKey::from_states(&states(D3DTEXF_LINEAR, 7), 0);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_LINEAR, 7));
}

fn hash_of(k: &GroupKey) -> u64 {
    use std::hash::BuildHasher;
    foldhash::fast::FixedState::default().hash_one(k)
}

/// Slots 0 and 3 declared, 2D.
fn two_slot_dims() -> TextureDims {
    TextureDims((1 << TextureDims::USED_SHIFT) | (1 << (TextureDims::USED_SHIFT + 3)))
}

#[test]
fn group_keys_hash_the_declared_slots_and_stay_distinct() {
    let dims = two_slot_dims();
    let mut a = GroupKey::new(dims);
    a.slots[0] = (1 << 8, 2);
    a.slots[3] = (7 << 8 | 1, 0);
    let b = a;
    assert_eq!(hash_of(&a), hash_of(&b));
    // A different texture, view variant or sampler in the last declared
    // slot is another key, and (with this hasher) another hash.
    for change in [(8 << 8 | 1, 0), (7 << 8, 0), (7 << 8 | 1, 1)] {
        let mut c = a;
        c.slots[3] = change;
        assert_ne!(a, c);
        assert_ne!(hash_of(&a), hash_of(&c));
    }
    // The same slots for another layout are another key.
    let other = GroupKey {
        dims: TextureDims(dims.0 | 1),
        ..a
    };
    assert_ne!(a, other);
    assert_ne!(hash_of(&a), hash_of(&other));
}

#[test]
fn a_key_without_declared_slots_hashes_its_layout_only() {
    let empty = GroupKey::new(TextureDims::default());
    assert_eq!(hash_of(&empty), hash_of(&GroupKey::new(TextureDims::default())));
    assert_ne!(hash_of(&empty), hash_of(&GroupKey::new(two_slot_dims())));
}

#[test]
fn slots_past_the_last_declared_one_decide_nothing() {
    let mut a = GroupKey::new(two_slot_dims());
    a.slots[3] = (7 << 8, 0);
    // Not made by the encoder (it leaves them zero), but no part of the
    // group: the layout ends at slot 3.
    let mut b = a;
    b.slots[4] = (9 << 8, 5);
    b.slots[19] = (1, 1);
    assert_eq!(a, b);
    assert_eq!(hash_of(&a), hash_of(&b));
    // An undeclared slot before the last declared one still counts.
    b.slots[1] = (9 << 8, 5);
    assert_ne!(a, b);
}

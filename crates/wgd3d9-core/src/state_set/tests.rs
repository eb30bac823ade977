use super::*;

#[test]
fn bits_set_get_and_iterate() {
    let mut b = Bits::<4>::default();
    assert!(b.is_empty());
    for i in [0, 63, 64, 200, 255] {
        b.set(i);
    }
    assert!(b.get(63) && b.get(64) && !b.get(65) && !b.get(1000));
    assert_eq!(b.ones().collect::<Vec<_>>(), [0, 63, 64, 200, 255]);
    assert_eq!(Bits::<4>::first(130).ones().count(), 130);
}

#[test]
fn ones_of_a_mask() {
    assert_eq!(ones(0).count(), 0);
    assert_eq!(ones(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
    assert_eq!(ones(1 << 63 | 2).collect::<Vec<_>>(), [1, 63]);
}

#[test]
fn pixel_and_vertex_render_states_overlap_only_where_documented() {
    // The fog range states are both; SHADEMODE is listed with both pipelines.
    let shared: Vec<u32> = PIXEL_RENDER_STATES
        .iter()
        .copied()
        .filter(|s| VERTEX_RENDER_STATES.contains(s))
        .collect();
    let mut expected = vec![D3DRS_SHADEMODE, D3DRS_FOGSTART, D3DRS_FOGEND, D3DRS_FOGDENSITY];
    expected.sort();
    let mut shared_sorted = shared.clone();
    shared_sorted.sort();
    assert_eq!(shared_sorted, expected);
    for &s in PIXEL_RENDER_STATES.iter().chain(VERTEX_RENDER_STATES) {
        assert!(crate::state_tables::is_render_state(s), "{s} is not a render state");
    }
}

#[test]
fn predefined_sets_are_subsets_of_all() {
    let all = StateSet::all();
    for part in [StateSet::pixel(), StateSet::vertex()] {
        for s in part.render.ones() {
            assert!(all.render.get(s));
        }
        for (p, a) in part.stage.iter().zip(&all.stage) {
            assert_eq!(p & !a, 0);
        }
        for (p, a) in part.sampler.iter().zip(&all.sampler) {
            assert_eq!(p & !a, 0);
        }
    }
    // Vertex and pixel stage states share exactly TEXCOORDINDEX and TEXTURETRANSFORMFLAGS.
    let shared = StateSet::pixel().stage[0] & StateSet::vertex().stage[0];
    assert_eq!(shared, 1 << D3DTSS_TEXCOORDINDEX | 1 << D3DTSS_TEXTURETRANSFORMFLAGS);
    // D3DTSS_CONSTANT is in neither predefined partial set, but in ALL.
    assert_eq!(StateSet::pixel().stage[0] & 1 << D3DTSS_CONSTANT, 0);
    assert_ne!(all.stage[0] & 1 << D3DTSS_CONSTANT, 0);
}

#[test]
fn of_type_rejects_unknown_types() {
    assert!(StateSet::of_type(0).is_none());
    assert!(StateSet::of_type(4).is_none());
    assert_eq!(StateSet::of_type(D3DSBT_PIXELSTATE), Some(StateSet::pixel()));
    assert!(StateSet::all().transforms.get(511) && StateSet::all().render.get(D3DRS_BLENDOPALPHA as usize));
}

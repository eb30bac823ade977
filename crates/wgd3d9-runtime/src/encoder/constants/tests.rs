use super::*;

fn regs(n: usize) -> Vec<[f32; 4]> {
    (0..n).map(|i| [i as f32, 0.5, 0.25, 1.0]).collect()
}

fn block_of(floats: &[[f32; 4]]) -> Vec<u8> {
    bytemuck::cast_slice(floats).to_vec()
}

const MIRROR: Mirror = Mirror {
    shader: 7,
    software: false,
    mirrored: 8,
    len: 10,
};

#[test]
fn touched_registers_are_written_over_the_block_and_no_others() {
    let old = regs(12);
    let mut block = block_of(&old);
    let mut new = old.clone();
    new[2] = [9.0; 4];
    new[5] = [8.0; 4];
    new[3] = [7.0; 4]; // changed but not touched: stays as it was
    let mut t = Touched::default();
    t.add(5);
    t.add(2);
    assert_eq!(t, Touched { lo: 2, hi: 6 });
    assert_eq!(patch_block(&mut block, &MIRROR, &new, t), Some(true));
    let got: &[[f32; 4]] = bytemuck::cast_slice(&block);
    assert_eq!(&got[2..6], &new[2..6]);
    assert_eq!(&got[..2], &old[..2]);
    assert_eq!(&got[6..], &old[6..]);
}

#[test]
fn a_touched_runtime_register_makes_the_block_again() {
    let old = regs(12);
    let mut block = block_of(&old);
    let new = regs(12).iter().map(|r| r.map(|x| x + 1.0)).collect::<Vec<_>>();
    let mut t = Touched::default();
    t.add(7);
    t.add(8); // a runtime register sits at 8
    assert_eq!(patch_block(&mut block, &MIRROR, &new, t), None);
    assert_eq!(block, block_of(&old), "nothing is written");
}

#[test]
fn registers_past_the_block_are_not_in_it() {
    let old = regs(12);
    let mut block = block_of(&old);
    let new = regs(20).iter().map(|r| r.map(|x| x + 1.0)).collect::<Vec<_>>();
    let mut t = Touched::default();
    t.add(15);
    t.add(10);
    assert_eq!(
        patch_block(&mut block, &MIRROR, &new, t),
        Some(false),
        "nothing the block holds changed"
    );
    assert_eq!(block, block_of(&old));
    // Nothing touched writes nothing.
    assert_eq!(patch_block(&mut block, &MIRROR, &new, Touched::default()), Some(false));
    assert_eq!(block, block_of(&old));
}

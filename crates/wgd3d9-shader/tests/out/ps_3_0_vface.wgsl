struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@builtin(front_facing) front_facing: bool, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v11_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e10 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e10 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e13 * _e20.xxxx), vec4<bool>(true, true, true, false));
    let _e27 = consts[(_e4 + 1u)];
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e23.xyz, bitcast<vec4<f32>>(_e27).xyz))), vec4<bool>(true, false, false, false));
    let _e36 = (in8_ * _e34.xxxx);
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e10 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e44 = consts[(_e4 + 2u)];
    v11_ = _e10;
    v0_ = _e13;
    v1_ = in8_;
    r0_ = _e20;
    r1_ = _e23;
    r2_ = _e34;
    r3_ = select(_e36, select(_e36, (_e36 * bitcast<vec4<f32>>(_e44)), (_e40.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r4_ = _e40;
    if (_e10.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e63 = r3_;
        let _e67 = consts[(_e4 + 3u)];
        r3_ = select(_e63, (_e63 + bitcast<vec4<f32>>(_e67)), vec4<bool>(true, true, true, false));
    }
    let _e71 = r3_;
    return Output(_e71);
}

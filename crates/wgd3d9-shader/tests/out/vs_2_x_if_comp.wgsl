struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e49 = consts[(_e4 + 5u)];
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e49).xyz)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = _e55;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e55.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e68 = r0_;
        let _e73 = consts[(_e4 + 6u)];
        r1_ = (_e68.xxxx * bitcast<vec4<f32>>(_e73));
    }
    let _e76 = r0_;
    if (_e76.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e82 = r1_;
        let _e86 = consts[(_e4 + 7u)];
        r1_ = (_e82 + bitcast<vec4<f32>>(_e86));
    } else {
        let _e89 = r1_;
        let _e93 = consts[(_e4 + 8u)];
        r1_ = (_e89 + bitcast<vec4<f32>>(_e93));
    }
    let _e96 = r1_;
    if (_e96.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e103 = r1_;
        r1_ = select(_e103, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e105 = r1_;
    let _e107 = o0_;
    let _e111 = consts[(_e4 + 256u)];
    let _e116 = consts[(_e4 + 257u)];
    return Output(select(_e107, ((_e107 * bitcast<vec4<f32>>(_e116)) + (bitcast<vec4<f32>>(_e111) * _e107.wwww)), vec4<bool>(true, true, true, false)), saturate(_e105));
}

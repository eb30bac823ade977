struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
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
    var o2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e51 = consts[(_e4 + 5u)];
    let _e61 = consts[(_e4 + 6u)];
    let _e67 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e51).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e61).xyz)), vec4<bool>(false, true, false, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e67 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    r0_ = _e67;
    r1_ = _e73;
    if (_e73.xxxx.x != 0f) {
        let _e85 = r0_;
        let _e90 = consts[(_e4 + 7u)];
        o1_ = (_e85.xxxx * bitcast<vec4<f32>>(_e90));
    }
    let _e93 = r1_;
    if !((_e93.yyyy.x != 0f)) {
        let _e98 = r0_;
        let _e104 = consts[(_e4 + 8u)];
        o2_ = (-(_e98.yyyy) * bitcast<vec4<f32>>(_e104));
    }
    let _e107 = o0_;
    let _e111 = consts[(_e4 + 256u)];
    let _e116 = consts[(_e4 + 257u)];
    let _e124 = o1_;
    let _e125 = o2_;
    return Output(select(_e107, ((_e107 * bitcast<vec4<f32>>(_e116)) + (bitcast<vec4<f32>>(_e111) * _e107.wwww)), vec4<bool>(true, true, true, false)), _e124, _e125);
}

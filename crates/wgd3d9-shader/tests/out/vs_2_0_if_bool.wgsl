struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    if true {
        let _e52 = v1_;
        let _e56 = consts[(_e4 + 4u)];
        let _e63 = r0_;
        let _e64 = select(_e63, vec4(dot(_e52.xyz, bitcast<vec4<f32>>(_e56).xyz)), vec4<bool>(true, false, false, false));
        let _e65 = _e64.xxxx;
        let _e69 = consts[(_e4 + 5u)];
        let _e71 = bitcast<vec4<f32>>(_e69).xxxx;
        let _e74 = select(_e64, select(_e71, _e65, (_e65 >= _e71)), vec4<bool>(true, false, false, false));
        let _e79 = consts[(_e4 + 6u)];
        r0_ = _e74;
        o1_ = (_e74.xxxx * bitcast<vec4<f32>>(_e79));
    } else {
        let _e85 = consts[(_e4 + 7u)];
        o1_ = bitcast<vec4<f32>>(_e85);
    }
    if false {
        let _e88 = v2_;
        let _e92 = consts[(_e4 + 8u)];
        let _e96 = o2_;
        o2_ = select(_e96, (_e88 * bitcast<vec4<f32>>(_e92)), vec4<bool>(true, true, false, false));
    } else {
        let _e99 = v2_;
        let _e100 = o2_;
        o2_ = select(_e100, _e99, vec4<bool>(true, true, false, false));
    }
    let _e102 = o1_;
    let _e104 = o0_;
    let _e108 = consts[(_e4 + 256u)];
    let _e113 = consts[(_e4 + 257u)];
    let _e121 = o2_;
    return Output(select(_e104, ((_e104 * bitcast<vec4<f32>>(_e113)) + (bitcast<vec4<f32>>(_e108) * _e104.wwww)), vec4<bool>(true, true, true, false)), saturate(_e102), _e121);
}

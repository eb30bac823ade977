struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e57 = consts[(_e13 + 4u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = bitcast<vec4<f32>>(_e57);
    if true {
        let _e66 = v1_;
        let _e70 = consts[(_e13 + 6u)];
        let _e78 = r1_;
        let _e79 = select(_e78, saturate(vec4(dot(_e66.xyz, bitcast<vec4<f32>>(_e70).xyz))), vec4<bool>(true, false, false, false));
        let _e84 = consts[(_e13 + 7u)];
        let _e86 = r0_;
        r1_ = _e79;
        r0_ = ((_e79.xxxx * bitcast<vec4<f32>>(_e84)) + _e86);
    }
    if !(false) {
        let _e91 = r0_;
        let _e95 = consts[(_e13 + 8u)];
        r0_ = (_e91 + bitcast<vec4<f32>>(_e95));
    }
    if false {
        let _e98 = v2_;
        let _e102 = consts[(_e13 + 5u)];
        o1_ = (_e98 * bitcast<vec4<f32>>(_e102));
    } else {
        let _e106 = v2_;
        o1_ = _e106;
    }
    let _e107 = r0_;
    let _e108 = o0_;
    let _e112 = consts[(_e13 + 256u)];
    let _e117 = consts[(_e13 + 257u)];
    let _e125 = o1_;
    return Output(select(_e108, ((_e108 * bitcast<vec4<f32>>(_e117)) + (bitcast<vec4<f32>>(_e112) * _e108.wwww)), vec4<bool>(true, true, true, false)), _e125, _e107, (_e9 >> 12u));
}

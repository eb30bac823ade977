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
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e13 = in1_.xyz;
    let _e14 = in1_.xyz;
    let _e16 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e20 = select((_e13 * _e14), _e16, ((_e13 == _e16) | (_e14 == _e16)));
    let _e25 = ((_e20.x + _e20.y) + _e20.z);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = _e12;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e25))), vec4<f32>(0f, 0f, 0f, 0f), (_e25 == 0f)), vec4<bool>(true, true, true, false));
    if true {
        let _e39 = r1_;
        let _e43 = consts[(_e4 + 1u)];
        let _e45 = _e39.xyz;
        let _e46 = bitcast<vec4<f32>>(_e43).xyz;
        let _e48 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e52 = select((_e45 * _e46), _e48, ((_e45 == _e48) | (_e46 == _e48)));
        let _e61 = r2_;
        let _e63 = select(_e61, saturate(vec4(((_e52.x + _e52.y) + _e52.z))), vec4<bool>(true, false, false, false));
        let _e64 = r0_;
        let _e65 = _e63.xxxx;
        r2_ = _e63;
        r0_ = select(_e64, select((_e64 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e72 = r0_;
        let _e76 = consts[(_e4 + 2u)];
        let _e77 = bitcast<vec4<f32>>(_e76);
        r0_ = select(_e72, select((_e72 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e84 = r0_;
    return Output(_e84);
}

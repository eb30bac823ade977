struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e11 = in1_.xyz;
    let _e12 = in1_.xyz;
    let _e14 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e18 = select((_e11 * _e12), _e14, ((_e11 == _e14) | (_e12 == _e14)));
    let _e23 = ((_e18.x + _e18.y) + _e18.z);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = _e10;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false));
    if true {
        let _e37 = r1_;
        let _e41 = consts[(constant_index + 1u)];
        let _e43 = _e37.xyz;
        let _e44 = bitcast<vec4<f32>>(_e41).xyz;
        let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
        let _e59 = r2_;
        let _e61 = select(_e59, saturate(vec4(((_e50.x + _e50.y) + _e50.z))), vec4<bool>(true, false, false, false));
        let _e62 = r0_;
        let _e63 = _e61.xxxx;
        r2_ = _e61;
        r0_ = select(_e62, select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e70 = r0_;
        let _e74 = consts[(constant_index + 2u)];
        let _e75 = bitcast<vec4<f32>>(_e74);
        r0_ = select(_e70, select((_e70 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e82 = r0_;
    return Output(_e82);
}

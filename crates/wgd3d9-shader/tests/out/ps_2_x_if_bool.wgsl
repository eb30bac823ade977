struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e20;
    let _e21 = in1_.xyz;
    let _e22 = in1_.xyz;
    let _e24 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e28 = select((_e21 * _e22), _e24, ((_e21 == _e24) | (_e22 == _e24)));
    let _e33 = ((_e28.x + _e28.y) + _e28.z);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e33))), vec4<f32>(0f, 0f, 0f, 0f), (_e33 == 0f)), vec4<bool>(true, true, true, false));
    if true {
        let _e43 = r1_;
        let _e46 = consts.c[1];
        let _e47 = _e43.xyz;
        let _e48 = _e46.xyz;
        let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
        let _e62 = r2_;
        let _e64 = select(_e62, saturate(vec4(((_e54.x + _e54.y) + _e54.z))), vec4<bool>(true, false, false, false));
        r2_ = _e64;
        let _e65 = r0_;
        let _e66 = _e64.xxxx;
        r0_ = select(_e65, select((_e65 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e65 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e73 = r0_;
        let _e76 = consts.c[2];
        r0_ = select(_e73, select((_e73 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e83 = r0_;
    o0_ = _e83;
    return Output(_e83);
}

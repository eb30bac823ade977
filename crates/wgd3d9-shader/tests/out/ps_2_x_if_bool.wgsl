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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = in1_.xyz;
    let _e11 = in1_.xyz;
    let _e13 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e17 = select((_e10 * _e11), _e13, ((_e10 == _e13) | (_e11 == _e13)));
    let _e22 = ((_e17.x + _e17.y) + _e17.z);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = _e9;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e22))), vec4<f32>(0f, 0f, 0f, 0f), (_e22 == 0f)), vec4<bool>(true, true, true, false));
    if true {
        let _e36 = r1_;
        let _e39 = consts.c[1];
        let _e40 = _e36.xyz;
        let _e41 = _e39.xyz;
        let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
        let _e56 = r2_;
        let _e58 = select(_e56, saturate(vec4(((_e47.x + _e47.y) + _e47.z))), vec4<bool>(true, false, false, false));
        let _e59 = r0_;
        let _e60 = _e58.xxxx;
        r2_ = _e58;
        r0_ = select(_e59, select((_e59 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e67 = r0_;
        let _e70 = consts.c[2];
        r0_ = select(_e67, select((_e67 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e77 = r0_;
    return Output(_e77);
}

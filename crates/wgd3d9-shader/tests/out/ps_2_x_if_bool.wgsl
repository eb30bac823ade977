struct Constants {
    c: array<vec4<f32>, 40>,
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
        let _e39 = consts.c[1];
        let _e40 = _e37.xyz;
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
        let _e69 = consts.c[2];
        r0_ = select(_e67, select((_e67 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e76 = r0_;
    return Output(_e76);
}

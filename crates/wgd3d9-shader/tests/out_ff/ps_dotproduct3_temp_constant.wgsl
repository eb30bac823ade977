struct Constants {
    c: array<vec4<f32>, 31>,
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
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e16 = consts.c[29];
    let _e19 = textureSampleBias(t0_, s0_, in0_.xy, _e16.xxxx.x);
    let _e21 = consts.c[0];
    let _e31 = vec4(dot(((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz, ((_e21 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz));
    let _e32 = saturate(_e31);
    let _e34 = consts.c[3];
    let _e41 = select(select(_e31, ((_e34 * (vec4<f32>(1f, 1f, 1f, 1f) - _e32)) + _e32), vec4<bool>(true, true, true, false)), _e34, vec4<bool>(false, false, false, true));
    let _e42 = saturate(_e41);
    return Output(saturate(select(select(_e41, mix(_e32.wwww, _e42, _e32), vec4<bool>(true, true, true, false)), _e42, vec4<bool>(false, false, false, true))));
}

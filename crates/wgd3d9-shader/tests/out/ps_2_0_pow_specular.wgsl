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
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e11 = in1_.xyz;
    let _e12 = in1_.xyz;
    let _e14 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e18 = select((_e11 * _e12), _e14, ((_e11 == _e14) | (_e12 == _e14)));
    let _e23 = ((_e18.x + _e18.y) + _e18.z);
    let _e32 = _e10.wwww;
    let _e33 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e32 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e41 = _e40.xxxx;
    let _e42 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e48 = abs(select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false)).z);
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(min(select(select(pow(_e48, select(_e40, select(_e42, _e41, (_e41 >= _e42)), vec4<bool>(true, false, false, false)).x), 340282350000000000000000000000000000000f, ((_e48 == 0f) && (select(_e40, select(_e42, _e41, (_e41 >= _e42)), vec4<bool>(true, false, false, false)).x < 0f))), 1f, (select(_e40, select(_e42, _e41, (_e41 >= _e42)), vec4<bool>(true, false, false, false)).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e10, select((_e10 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}

struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e6 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e7 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e10 = cross(_e6.xyz, _e7.xyz);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e10.x, _e10.y, _e10.z, 0f), vec4<bool>(true, true, true, false));
    let _e19 = cross(_e7.xyz, _e6.xyz);
    let _e28 = cross(_e6.xyz, _e7.xyz);
    return Output(select(select(_e16, (_e16 + select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e19.x, _e19.y, _e19.z, 0f), vec4<bool>(true, true, false, false)), vec4<f32>(_e28.x, _e28.y, _e28.z, 0f), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false)), _e6.xxxx, vec4<bool>(false, false, false, true)));
}

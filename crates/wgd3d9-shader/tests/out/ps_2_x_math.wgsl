struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e11 = cross(in0_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)).xyz);
    let _e22 = select((in0_ * in0_), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (in0_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e32 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e11.x, _e11.y, _e11.z, 0f), vec4<bool>(true, true, true, false)), vec4((((_e22.x + _e22.y) + _e22.z) + _e22.w)), vec4<bool>(false, false, false, true));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e32.w))), vec4<bool>(true, false, false, false));
    let _e39 = _e38.xxxx;
    let _e40 = vec4<f32>(0.5f, 2f, 0f, 1f).xxxx;
    let _e46 = select(_e38, select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e51 = vec4<f32>(0.5f, 2f, 0f, 1f).zzzz;
    let _e53 = select(_e51, _e32, (_e32 >= _e51));
    return Output(mix(_e53, (in0_ + -(_e53)), select(_e46, vec4(exp2(_e46.x)), vec4<bool>(true, false, false, false)).xxxx));
}
